/**
 * @generated SignedSource<<3b2a6fe374ea67e4003a9a8ceeb30e7a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type Role = "ADMIN" | "USER" | "%future added value";
export type CompleteSignInInput = {
  challenge: string;
  code: string;
};
export type TwoFactorStepMutation$variables = {
  input: CompleteSignInInput;
};
export type TwoFactorStepMutation$data = {
  readonly completeSignIn: {
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
export type TwoFactorStepMutation = {
  response: TwoFactorStepMutation$data;
  variables: TwoFactorStepMutation$variables;
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
    "name": "completeSignIn",
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
    "name": "TwoFactorStepMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TwoFactorStepMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "1c6bf0cd3aa80dde5b896fb0c641a970",
    "id": null,
    "metadata": {},
    "name": "TwoFactorStepMutation",
    "operationKind": "mutation",
    "text": "mutation TwoFactorStepMutation(\n  $input: CompleteSignInInput!\n) {\n  completeSignIn(input: $input) {\n    accessToken\n    accessTokenExpiresIn\n    user {\n      id\n      fullName\n      email\n      role\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "de8a3ef5187ec5be328d019bdc120410";

export default node;
