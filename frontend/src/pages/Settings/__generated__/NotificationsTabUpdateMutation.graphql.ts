/**
 * @generated SignedSource<<7b2ec5f51d831d13eef6cc30068284fb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DateFormat = "DD_MM_YYYY" | "MM_DD_YYYY" | "YYYY_MM_DD" | "%future added value";
export type UpdateSettingsInput = {
  dateFormat?: DateFormat | null | undefined;
  emailBookings?: boolean | null | undefined;
  emailReminders?: boolean | null | undefined;
  loginNotifications?: boolean | null | undefined;
  marketingEmails?: boolean | null | undefined;
  sessionTimeoutHours?: number | null | undefined;
};
export type NotificationsTabUpdateMutation$variables = {
  input: UpdateSettingsInput;
};
export type NotificationsTabUpdateMutation$data = {
  readonly updateSettings: {
    readonly user: {
      readonly " $fragmentSpreads": FragmentRefs<"NotificationsTab_user">;
    };
  };
};
export type NotificationsTabUpdateMutation = {
  response: NotificationsTabUpdateMutation$data;
  variables: NotificationsTabUpdateMutation$variables;
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "NotificationsTabUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateSettingsPayload",
        "kind": "LinkedField",
        "name": "updateSettings",
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
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "NotificationsTab_user"
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
    "name": "NotificationsTabUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateSettingsPayload",
        "kind": "LinkedField",
        "name": "updateSettings",
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "role",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "UserSettings",
                "kind": "LinkedField",
                "name": "settings",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "emailBookings",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "emailReminders",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "marketingEmails",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "pushNotifications",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
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
    "cacheID": "39c0bb38c384664acda1add384e0c82e",
    "id": null,
    "metadata": {},
    "name": "NotificationsTabUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation NotificationsTabUpdateMutation(\n  $input: UpdateSettingsInput!\n) {\n  updateSettings(input: $input) {\n    user {\n      ...NotificationsTab_user\n      id\n    }\n  }\n}\n\nfragment NotificationsTab_user on User {\n  role\n  settings {\n    emailBookings\n    emailReminders\n    marketingEmails\n    pushNotifications\n  }\n}\n"
  }
};
})();

(node as any).hash = "f265efc158a137d289ac66b60eb374e7";

export default node;
