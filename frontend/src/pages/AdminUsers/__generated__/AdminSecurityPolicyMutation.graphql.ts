/**
 * @generated SignedSource<<a83955e07da805fe3b18b16d53c716c8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateSecurityPolicyInput = {
  requireAdminTwoFactor: boolean;
};
export type AdminSecurityPolicyMutation$variables = {
  input: UpdateSecurityPolicyInput;
};
export type AdminSecurityPolicyMutation$data = {
  readonly updateSecurityPolicy: {
    readonly policy: {
      readonly requireAdminTwoFactor: boolean;
    };
  };
};
export type AdminSecurityPolicyMutation = {
  response: AdminSecurityPolicyMutation$data;
  variables: AdminSecurityPolicyMutation$variables;
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
    "concreteType": "UpdateSecurityPolicyPayload",
    "kind": "LinkedField",
    "name": "updateSecurityPolicy",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SecurityPolicy",
        "kind": "LinkedField",
        "name": "policy",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "requireAdminTwoFactor",
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
    "name": "AdminSecurityPolicyMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminSecurityPolicyMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "40b2a4a56efc39891016edd432bcea1b",
    "id": null,
    "metadata": {},
    "name": "AdminSecurityPolicyMutation",
    "operationKind": "mutation",
    "text": "mutation AdminSecurityPolicyMutation(\n  $input: UpdateSecurityPolicyInput!\n) {\n  updateSecurityPolicy(input: $input) {\n    policy {\n      requireAdminTwoFactor\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1593b255a7af6bbd7972ac0ced7eac44";

export default node;
