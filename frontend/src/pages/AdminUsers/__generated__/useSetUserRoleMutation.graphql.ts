/**
 * @generated SignedSource<<52988284a1c7228a40d0f92f07493e00>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type Role = "ADMIN" | "USER" | "%future added value";
export type SetUserRoleInput = {
  role: Role;
  userId: string;
};
export type useSetUserRoleMutation$variables = {
  input: SetUserRoleInput;
};
export type useSetUserRoleMutation$data = {
  readonly setUserRole: {
    readonly user: {
      readonly id: string;
      readonly role: Role;
      readonly " $fragmentSpreads": FragmentRefs<"AdminUserRow_user">;
    };
  };
};
export type useSetUserRoleMutation = {
  response: useSetUserRoleMutation$data;
  variables: useSetUserRoleMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "role",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSetUserRoleMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SetUserRolePayload",
        "kind": "LinkedField",
        "name": "setUserRole",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "AdminUserRow_user"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetUserRoleMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SetUserRolePayload",
        "kind": "LinkedField",
        "name": "setUserRole",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
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
                "name": "avatarUrl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "createdAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "0b7b00ae3bdc343e636264d90cac38d6",
    "id": null,
    "metadata": {},
    "name": "useSetUserRoleMutation",
    "operationKind": "mutation",
    "text": "mutation useSetUserRoleMutation(\n  $input: SetUserRoleInput!\n) {\n  setUserRole(input: $input) {\n    user {\n      id\n      role\n      ...AdminUserRow_user\n    }\n  }\n}\n\nfragment AdminUserRow_user on User {\n  id\n  fullName\n  email\n  role\n  avatarUrl\n  createdAt\n}\n"
  }
};
})();

(node as any).hash = "6ddae3c8ecfad8f7417db8cc6d11f94a";

export default node;
