/**
 * @generated SignedSource<<e9763021097da497ba207c6b58227ef2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type DeleteAccountInput = {
  code?: string | null | undefined;
  password: string;
};
export type AccountDataSectionDeleteMutation$variables = {
  input: DeleteAccountInput;
};
export type AccountDataSectionDeleteMutation$data = {
  readonly deleteAccount: {
    readonly message: string;
  };
};
export type AccountDataSectionDeleteMutation = {
  response: AccountDataSectionDeleteMutation$data;
  variables: AccountDataSectionDeleteMutation$variables;
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
    "concreteType": "DeleteAccountPayload",
    "kind": "LinkedField",
    "name": "deleteAccount",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
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
    "name": "AccountDataSectionDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AccountDataSectionDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "c7b5a7f9328b15469124d88692c5f4f5",
    "id": null,
    "metadata": {},
    "name": "AccountDataSectionDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation AccountDataSectionDeleteMutation(\n  $input: DeleteAccountInput!\n) {\n  deleteAccount(input: $input) {\n    message\n  }\n}\n"
  }
};
})();

(node as any).hash = "12762b4b9db252af527486042a927aab";

export default node;
