/**
 * @generated SignedSource<<5c09c2bbc9cd7d17d58511f8302a5df0>>
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
    "cacheID": "5963a1b334407f2e060199b1b3dc4318",
    "id": null,
    "metadata": {},
    "name": "DeleteSpaceDialogQuery",
    "operationKind": "query",
    "text": "query DeleteSpaceDialogQuery(\n  $id: ID!\n) {\n  space(id: $id) {\n    id\n    name\n    bookingCounts {\n      total\n      active\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e15071c57a070a6de082255c8976d0fc";

export default node;
