/**
 * @generated SignedSource<<90e3342286b9fa849617a2b7c1abec9d>>
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
    readonly accessTokenExpiresAt: string;
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
        "name": "accessTokenExpiresAt",
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
    "cacheID": "9b76e32faefb61205e6b7d4d77b08de4",
    "id": null,
    "metadata": {},
    "name": "refreshSessionMutation",
    "operationKind": "mutation",
    "text": "mutation refreshSessionMutation {\n  refreshSession {\n    accessToken\n    accessTokenExpiresAt\n    user {\n      id\n      fullName\n      email\n      role\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "336b6ae507d4c8e412504c883721126c";

export default node;
