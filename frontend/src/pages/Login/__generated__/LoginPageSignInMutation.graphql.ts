/**
 * @generated SignedSource<<65d1a335beb2e1e4e8cf9ed0147b27ec>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type Role = "ADMIN" | "USER" | "%future added value";
export type SignInInput = {
  email: string;
  password: string;
};
export type LoginPageSignInMutation$variables = {
  input: SignInInput;
};
export type LoginPageSignInMutation$data = {
  readonly signIn: {
    readonly accessToken: string;
    readonly accessTokenExpiresIn: number;
    readonly user: {
      readonly email: string;
      readonly fullName: string;
      readonly id: string;
      readonly role: Role;
    };
  };
};
export type LoginPageSignInMutation = {
  response: LoginPageSignInMutation$data;
  variables: LoginPageSignInMutation$variables;
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
    "concreteType": "SessionPayload",
    "kind": "LinkedField",
    "name": "signIn",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "accessToken",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "accessTokenExpiresIn",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
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
            "name": "fullName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "role",
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
    "name": "LoginPageSignInMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LoginPageSignInMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "d9855a3ec1cb4d8ee7373e16819637b7",
    "id": null,
    "metadata": {},
    "name": "LoginPageSignInMutation",
    "operationKind": "mutation",
    "text": "mutation LoginPageSignInMutation(\n  $input: SignInInput!\n) {\n  signIn(input: $input) {\n    accessToken\n    accessTokenExpiresIn\n    user {\n      id\n      fullName\n      email\n      role\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e015e4910fdfea27751767e6efa81696";

export default node;
