/**
 * @generated SignedSource<<388a86637c2e3236903a919f1eae7f4a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type DeleteSpaceDialogQuery$variables = {
  id: string;
};
export type DeleteSpaceDialogQuery$data = {
  readonly space: {
    readonly bookingCounts: {
      readonly active: number;
      readonly cancelled: number;
      readonly total: number;
    };
    readonly id: string;
    readonly name: string;
  } | null | undefined;
};
export type DeleteSpaceDialogQuery = {
  response: DeleteSpaceDialogQuery$data;
  variables: DeleteSpaceDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "Space",
    "kind": "LinkedField",
    "name": "space",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "SpaceBookingCounts",
        "kind": "LinkedField",
        "name": "bookingCounts",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "cancelled",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "total",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "active",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DeleteSpaceDialogQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeleteSpaceDialogQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "1bd8e4ebc93e15d6f61c9215f59c1e12",
    "id": null,
    "metadata": {},
    "name": "DeleteSpaceDialogQuery",
    "operationKind": "query",
    "text": "query DeleteSpaceDialogQuery(\n  $id: ID!\n) {\n  space(id: $id) {\n    id\n    name\n    bookingCounts {\n      cancelled\n      total\n      active\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8373c0970ebe6c0fac84e5e572d7e767";

export default node;
