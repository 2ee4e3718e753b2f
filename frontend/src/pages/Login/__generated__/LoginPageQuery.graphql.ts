/**
 * @generated SignedSource<<db08941f00cae58de5d662e2e91ec7f7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type Role = "ADMIN" | "USER" | "%future added value";
export type LoginPageQuery$variables = Record<PropertyKey, never>;
export type LoginPageQuery$data = {
  readonly appConfig: {
    readonly demoAccounts: ReadonlyArray<{
      readonly email: string;
      readonly password: string;
      readonly role: Role;
    }>;
    readonly devMode: boolean;
  };
};
export type LoginPageQuery = {
  response: LoginPageQuery$data;
  variables: LoginPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "AppConfig",
    "kind": "LinkedField",
    "name": "appConfig",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "devMode",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "DemoAccount",
        "kind": "LinkedField",
        "name": "demoAccounts",
        "plural": true,
        "selections": [
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
            "name": "password",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "LoginPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "LoginPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "44b4f3810801dc69526b2db683e54ccc",
    "id": null,
    "metadata": {},
    "name": "LoginPageQuery",
    "operationKind": "query",
    "text": "query LoginPageQuery {\n  appConfig {\n    devMode\n    demoAccounts {\n      email\n      password\n      role\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "bdb68cd9d7b57e78bdeb2e5e57f8c31c";

export default node;
