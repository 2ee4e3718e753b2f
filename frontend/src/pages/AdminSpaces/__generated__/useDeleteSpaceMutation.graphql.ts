/**
 * @generated SignedSource<<a10bc8fbf70f384821a14e61f04ed04d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type DeleteSpaceInput = {
  id: string;
};
export type useDeleteSpaceMutation$variables = {
  connections: ReadonlyArray<string>;
  input: DeleteSpaceInput;
};
export type useDeleteSpaceMutation$data = {
  readonly deleteSpace: {
    readonly deletedBookings: number;
    readonly deletedSpaceId: string;
  };
};
export type useDeleteSpaceMutation = {
  response: useDeleteSpaceMutation$data;
  variables: useDeleteSpaceMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedSpaceId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedBookings",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeleteSpaceMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteSpacePayload",
        "kind": "LinkedField",
        "name": "deleteSpace",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useDeleteSpaceMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteSpacePayload",
        "kind": "LinkedField",
        "name": "deleteSpace",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedSpaceId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "f03772e51fda6487ec986b70766e4ef1",
    "id": null,
    "metadata": {},
    "name": "useDeleteSpaceMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteSpaceMutation(\n  $input: DeleteSpaceInput!\n) {\n  deleteSpace(input: $input) {\n    deletedSpaceId\n    deletedBookings\n  }\n}\n"
  }
};
})();

(node as any).hash = "a128d1bbbf35360eae950905ee92df84";

export default node;
