/**
 * @generated SignedSource<<2c177762354a19497895a7f7c9c195df>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type DeleteSpaceInput = {
  expectedActiveBookings?: number | null | undefined;
  id: string;
};
export type useDeleteSpaceMutation$variables = {
  connections: ReadonlyArray<string>;
  input: DeleteSpaceInput;
};
export type useDeleteSpaceMutation$data = {
  readonly deleteSpace: {
    readonly cancelledBookings: number;
    readonly deletedRecordId: string;
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
  "alias": "deletedRecordId",
  "args": null,
  "kind": "ScalarField",
  "name": "deletedSpaceId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cancelledBookings",
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
          (v4/*:: as any*/),
          (v5/*:: as any*/)
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
          (v4/*:: as any*/),
          {
            "alias": "deletedRecordId",
            "args": null,
            "filters": null,
            "handle": "deleteRecord",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedSpaceId"
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "4f186abbe5324aabd341f565dc04d631",
    "id": null,
    "metadata": {},
    "name": "useDeleteSpaceMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteSpaceMutation(\n  $input: DeleteSpaceInput!\n) {\n  deleteSpace(input: $input) {\n    deletedSpaceId\n    deletedRecordId: deletedSpaceId\n    cancelledBookings\n  }\n}\n"
  }
};
})();

(node as any).hash = "183acd8bd8e7684e95e5f363695c9191";

export default node;
