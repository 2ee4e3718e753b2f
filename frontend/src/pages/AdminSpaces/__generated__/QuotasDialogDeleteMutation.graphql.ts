/**
 * @generated SignedSource<<e96a0722a01c98fb189ce38c4c400d58>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type DeleteQuotaInput = {
  quotaId: string;
};
export type QuotasDialogDeleteMutation$variables = {
  input: DeleteQuotaInput;
};
export type QuotasDialogDeleteMutation$data = {
  readonly deleteQuota: {
    readonly deletedQuotaId: string;
  };
};
export type QuotasDialogDeleteMutation = {
  response: QuotasDialogDeleteMutation$data;
  variables: QuotasDialogDeleteMutation$variables;
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
    "concreteType": "DeleteQuotaPayload",
    "kind": "LinkedField",
    "name": "deleteQuota",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedQuotaId",
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
    "name": "QuotasDialogDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "QuotasDialogDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "cec9f98561a6d8951227d50c98582b1d",
    "id": null,
    "metadata": {},
    "name": "QuotasDialogDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation QuotasDialogDeleteMutation(\n  $input: DeleteQuotaInput!\n) {\n  deleteQuota(input: $input) {\n    deletedQuotaId\n  }\n}\n"
  }
};
})();

(node as any).hash = "f657ee6576c10a4a161be49f4ea354fc";

export default node;
