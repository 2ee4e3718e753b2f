/**
 * @generated SignedSource<<4f6d1dd8fdc8b84acfdd9413871306a2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type Role = "ADMIN" | "USER" | "%future added value";
export type refreshSessionMutation$variables = Record<PropertyKey, never>;
export type refreshSessionMutation$data = {
  readonly refreshSession: {
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
export type refreshSessionMutation = {
  response: refreshSessionMutation$data;
  variables: refreshSessionMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SessionPayload",
    "kind": "LinkedField",
    "name": "refreshSession",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "refreshSessionMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "refreshSessionMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "1dbf34e20a06b5a2893f9e6f9aef42ea",
    "id": null,
    "metadata": {},
    "name": "refreshSessionMutation",
    "operationKind": "mutation",
    "text": "mutation refreshSessionMutation {\n  refreshSession {\n    accessToken\n    accessTokenExpiresIn\n    user {\n      id\n      fullName\n      email\n      role\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "573cb5ea2c2300acd851a2ab98a631b8";

export default node;
