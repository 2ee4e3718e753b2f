/**
 * @generated SignedSource<<26de02d83b425c0174f505b7677487e3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type Role = "ADMIN" | "USER" | "%future added value";
export type SignUpInput = {
  email: string;
  fullName: string;
  password: string;
  role?: Role;
};
export type RegisterPageSignUpMutation$variables = {
  input: SignUpInput;
};
export type RegisterPageSignUpMutation$data = {
  readonly signUp: {
    readonly message: string;
  };
};
export type RegisterPageSignUpMutation = {
  response: RegisterPageSignUpMutation$data;
  variables: RegisterPageSignUpMutation$variables;
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
    "concreteType": "SignUpPayload",
    "kind": "LinkedField",
    "name": "signUp",
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
    "name": "RegisterPageSignUpMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RegisterPageSignUpMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "275e8026a16d433a4741da6340a6d40f",
    "id": null,
    "metadata": {},
    "name": "RegisterPageSignUpMutation",
    "operationKind": "mutation",
    "text": "mutation RegisterPageSignUpMutation(\n  $input: SignUpInput!\n) {\n  signUp(input: $input) {\n    message\n  }\n}\n"
  }
};
})();

(node as any).hash = "0c4ebd14a4b8a3e68fd9d9883aa3c420";

export default node;
