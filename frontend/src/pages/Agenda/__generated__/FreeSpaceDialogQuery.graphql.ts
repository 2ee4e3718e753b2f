/**
 * @generated SignedSource<<d15910916e9e860cc1ee0a36a8fdd944>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type FreeSpacesInput = {
  date: string;
  durationMinutes?: number | null | undefined;
  endTime?: string | null | undefined;
  minCapacity?: number | null | undefined;
  resources?: ReadonlyArray<string> | null | undefined;
  startTime?: string | null | undefined;
};
export type FreeSpaceDialogQuery$variables = {
  input: FreeSpacesInput;
};
export type FreeSpaceDialogQuery$data = {
  readonly freeSpaces: ReadonlyArray<{
    readonly endsAt: string;
    readonly space: {
      readonly capacity: number;
      readonly id: string;
      readonly name: string;
    };
    readonly startsAt: string;
    readonly totalPrice: string;
  }>;
};
export type FreeSpaceDialogQuery = {
  response: FreeSpaceDialogQuery$data;
  variables: FreeSpaceDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "FreeSpace",
    "kind": "LinkedField",
    "name": "freeSpaces",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
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
            "kind": "ScalarField",
            "name": "capacity",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "startsAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "endsAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "totalPrice",
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
    "name": "FreeSpaceDialogQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FreeSpaceDialogQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "f2d26c79fcfe1a17f7d4025cd6aaadb5",
    "id": null,
    "metadata": {},
    "name": "FreeSpaceDialogQuery",
    "operationKind": "query",
    "text": "query FreeSpaceDialogQuery(\n  $input: FreeSpacesInput!\n) {\n  freeSpaces(input: $input) {\n    space {\n      id\n      name\n      capacity\n    }\n    startsAt\n    endsAt\n    totalPrice\n  }\n}\n"
  }
};
})();

(node as any).hash = "2aac5ec0c8e58326019f612c3c9f2bb0";

export default node;
