/**
 * @generated SignedSource<<d6876034531e70aa3cef13e71691e6c7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type SetSpaceActiveInput = {
  expectedActiveBookings?: number | null | undefined;
  id: string;
  isActive: boolean;
};
export type useSetSpaceActiveMutation$variables = {
  input: SetSpaceActiveInput;
};
export type useSetSpaceActiveMutation$data = {
  readonly setSpaceActive: {
    readonly cancelledBookings: number;
    readonly space: {
      readonly id: string;
      readonly isActive: boolean;
    };
  };
};
export type useSetSpaceActiveMutation = {
  response: useSetSpaceActiveMutation$data;
  variables: useSetSpaceActiveMutation$variables;
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
    "concreteType": "SetSpaceActivePayload",
    "kind": "LinkedField",
    "name": "setSpaceActive",
    "plural": false,
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
            "name": "isActive",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "cancelledBookings",
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
    "name": "useSetSpaceActiveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetSpaceActiveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "1b97259d2d7b21c76f216f7e2137678d",
    "id": null,
    "metadata": {},
    "name": "useSetSpaceActiveMutation",
    "operationKind": "mutation",
    "text": "mutation useSetSpaceActiveMutation(\n  $input: SetSpaceActiveInput!\n) {\n  setSpaceActive(input: $input) {\n    space {\n      id\n      isActive\n    }\n    cancelledBookings\n  }\n}\n"
  }
};
})();

(node as any).hash = "baaf129e106d628581a253e9e2022c0e";

export default node;
