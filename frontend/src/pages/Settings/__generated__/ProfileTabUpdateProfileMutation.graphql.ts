/**
 * @generated SignedSource<<d7fed1f728cd5b664d7a7ed55205dfe8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type UpdateProfileInput = {
  avatarUrl?: string | null | undefined;
  bio?: string | null | undefined;
  email: string;
  fullName: string;
  phone?: string | null | undefined;
};
export type ProfileTabUpdateProfileMutation$variables = {
  input: UpdateProfileInput;
};
export type ProfileTabUpdateProfileMutation$data = {
  readonly updateProfile: {
    readonly pendingEmail: string | null | undefined;
    readonly user: {
      readonly " $fragmentSpreads": FragmentRefs<"ProfileTab_user" | "UserMenu_user">;
    };
  };
};
export type ProfileTabUpdateProfileMutation = {
  response: ProfileTabUpdateProfileMutation$data;
  variables: ProfileTabUpdateProfileMutation$variables;
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
  "name": "pendingEmail",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ProfileTabUpdateProfileMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateProfilePayload",
        "kind": "LinkedField",
        "name": "updateProfile",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ProfileTab_user"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "UserMenu_user"
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
    "name": "ProfileTabUpdateProfileMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateProfilePayload",
        "kind": "LinkedField",
        "name": "updateProfile",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
                "name": "phone",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "bio",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "avatarUrl",
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "a86dd11a05a18e6d2d5bad299a6bf4b3",
    "id": null,
    "metadata": {},
    "name": "ProfileTabUpdateProfileMutation",
    "operationKind": "mutation",
    "text": "mutation ProfileTabUpdateProfileMutation(\n  $input: UpdateProfileInput!\n) {\n  updateProfile(input: $input) {\n    pendingEmail\n    user {\n      ...ProfileTab_user\n      ...UserMenu_user\n      id\n    }\n  }\n}\n\nfragment ProfileTab_user on User {\n  id\n  fullName\n  email\n  phone\n  bio\n  avatarUrl\n  pendingEmail\n}\n\nfragment UserMenu_user on User {\n  fullName\n  email\n  avatarUrl\n}\n"
  }
};
})();

(node as any).hash = "b740df14394be197830bf9e365c427ae";

export default node;
