/**
 * @generated SignedSource<<30ff23720757de812860ea44051954e0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SettingsPageQuery$variables = {
  admin: boolean;
};
export type SettingsPageQuery$data = {
  readonly appConfig: {
    readonly " $fragmentSpreads": FragmentRefs<"PreferencesTab_appConfig">;
  };
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"NotificationsTab_user" | "PreferencesTab_user" | "ProfileTab_user" | "SecurityTab_user">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ApiTokensSection_query" | "CalendarFeedSection_query">;
};
export type SettingsPageQuery = {
  response: SettingsPageQuery$data;
  variables: SettingsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "admin"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
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
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastUsedAt",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SettingsPageQuery",
    "selections": [
      {
        "args": [
          {
            "kind": "Variable",
            "name": "admin",
            "variableName": "admin"
          }
        ],
        "kind": "FragmentSpread",
        "name": "CalendarFeedSection_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ApiTokensSection_query"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
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
            "name": "NotificationsTab_user"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SecurityTab_user"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PreferencesTab_user"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "AppConfig",
        "kind": "LinkedField",
        "name": "appConfig",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PreferencesTab_appConfig"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SettingsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CalendarFeed",
        "kind": "LinkedField",
        "name": "calendarFeed",
        "plural": false,
        "selections": [
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "condition": "admin",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "first",
                "value": 100
              }
            ],
            "concreteType": "SpaceConnection",
            "kind": "LinkedField",
            "name": "spaces",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SpaceEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Space",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/),
                      (v3/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "spaces(first:100)"
          }
        ]
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "role",
            "storageKey": null
          },
          (v2/*:: as any*/),
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "pendingEmail",
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "loginNotifications",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sessionTimeoutHours",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dateFormat",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "TwoFactorStatus",
            "kind": "LinkedField",
            "name": "twoFactor",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "enabled",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "enabledAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "recoveryCodesLeft",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "required",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ActiveSession",
            "kind": "LinkedField",
            "name": "activeSessions",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "userAgent",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "ip",
                "storageKey": null
              },
              (v1/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "current",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
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
            "name": "apiTokenNameMaxLength",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "apiTokenMaxDays",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "timeZone",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ApiToken",
        "kind": "LinkedField",
        "name": "apiTokens",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "prefix",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "scopes",
            "storageKey": null
          },
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "expiresAt",
            "storageKey": null
          },
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "revokedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "active",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ee02775c4cc159e0eecc9601a2ccab0d",
    "id": null,
    "metadata": {},
    "name": "SettingsPageQuery",
    "operationKind": "query",
    "text": "query SettingsPageQuery(\n  $admin: Boolean!\n) {\n  ...CalendarFeedSection_query_12cN6y\n  ...ApiTokensSection_query\n  viewer {\n    ...ProfileTab_user\n    ...NotificationsTab_user\n    ...SecurityTab_user\n    ...PreferencesTab_user\n    id\n  }\n  appConfig {\n    ...PreferencesTab_appConfig\n  }\n}\n\nfragment AccountDataSection_user on User {\n  twoFactor {\n    enabled\n  }\n}\n\nfragment ActiveSessionItem_session on ActiveSession {\n  id\n  userAgent\n  ip\n  createdAt\n  lastUsedAt\n  current\n}\n\nfragment ApiTokensSection_query on Query {\n  viewer {\n    role\n    id\n  }\n  appConfig {\n    apiTokenNameMaxLength\n    apiTokenMaxDays\n  }\n  apiTokens {\n    id\n    name\n    prefix\n    scopes\n    createdAt\n    expiresAt\n    lastUsedAt\n    revokedAt\n    active\n  }\n}\n\nfragment CalendarFeedSection_query_12cN6y on Query {\n  calendarFeed {\n    createdAt\n  }\n  spaces(first: 100) @include(if: $admin) {\n    edges {\n      node {\n        id\n        name\n      }\n    }\n  }\n}\n\nfragment NotificationsTab_user on User {\n  role\n  settings {\n    emailBookings\n    emailReminders\n    marketingEmails\n    pushNotifications\n  }\n}\n\nfragment PreferencesTab_appConfig on AppConfig {\n  timeZone\n}\n\nfragment PreferencesTab_user on User {\n  settings {\n    dateFormat\n  }\n}\n\nfragment ProfileTab_user on User {\n  id\n  fullName\n  email\n  phone\n  bio\n  avatarUrl\n  pendingEmail\n}\n\nfragment SecurityTab_user on User {\n  settings {\n    loginNotifications\n    sessionTimeoutHours\n  }\n  ...TwoFactorSection_user\n  ...AccountDataSection_user\n  activeSessions {\n    id\n    ...ActiveSessionItem_session\n  }\n  id\n}\n\nfragment TwoFactorSection_user on User {\n  twoFactor {\n    enabled\n    enabledAt\n    recoveryCodesLeft\n    required\n  }\n}\n"
  }
};
})();

(node as any).hash = "ebf3dd47303b85694972c0e846780cde";

export default node;
