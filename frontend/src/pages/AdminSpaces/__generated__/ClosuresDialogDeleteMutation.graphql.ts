/**
 * @generated SignedSource<<9819b4f668e9c8abf722319ebd6d53fc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type ClosuresDialogDeleteMutation$variables = {
  id: string;
};
export type ClosuresDialogDeleteMutation$data = {
  readonly deleteClosure: {
    readonly deletedClosureId: string;
  };
};
export type ClosuresDialogDeleteMutation = {
  response: ClosuresDialogDeleteMutation$data;
  variables: ClosuresDialogDeleteMutation$variables;
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
    "concreteType": "DeleteClosurePayload",
    "kind": "LinkedField",
    "name": "deleteClosure",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedClosureId",
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
    "name": "ClosuresDialogDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ClosuresDialogDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ce7fd8abab1e92971ac5d9856d24e220",
    "id": null,
    "metadata": {},
    "name": "ClosuresDialogDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation ClosuresDialogDeleteMutation(\n  $id: ID!\n) {\n  deleteClosure(id: $id) {\n    deletedClosureId\n  }\n}\n"
  }
};
})();

(node as any).hash = "738d33e1ec5be03bbf6d3358d0e554df";

export default node;
