/**
 * @generated SignedSource<<587185b305d0e2880ae3d00c983f1427>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type SetSpaceActiveInput = {
  id: string;
  isActive: boolean;
};
export type useSetSpaceActiveMutation$variables = {
  input: SetSpaceActiveInput;
};
export type useSetSpaceActiveMutation$data = {
  readonly setSpaceActive: {
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
    "concreteType": "SpacePayload",
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
    "cacheID": "5d1a278c4329db328c974ef6ca2c0701",
    "id": null,
    "metadata": {},
    "name": "useSetSpaceActiveMutation",
    "operationKind": "mutation",
    "text": "mutation useSetSpaceActiveMutation(\n  $input: SetSpaceActiveInput!\n) {\n  setSpaceActive(input: $input) {\n    space {\n      id\n      isActive\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "104946464f78b95e27bef750dc17b8b5";

export default node;
