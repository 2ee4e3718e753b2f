/**
 * @generated SignedSource<<67adb179626734e20576e4b37326aed4>>
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
export type PreferencesTabUpdateMutation$variables = {
  input: UpdateSettingsInput;
};
export type PreferencesTabUpdateMutation$data = {
  readonly updateSettings: {
    readonly user: {
      readonly " $fragmentSpreads": FragmentRefs<"FormatProvider_viewer" | "PreferencesTab_user">;
    };
  };
};
export type PreferencesTabUpdateMutation = {
  response: PreferencesTabUpdateMutation$data;
  variables: PreferencesTabUpdateMutation$variables;
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
    "name": "PreferencesTabUpdateMutation",
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
                "name": "PreferencesTab_user"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "FormatProvider_viewer"
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
    "name": "PreferencesTabUpdateMutation",
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
                "concreteType": "UserSettings",
                "kind": "LinkedField",
                "name": "settings",
                "plural": false,
                "selections": [
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
    "cacheID": "aed993caf24629ac1342dd522d30b891",
    "id": null,
    "metadata": {},
    "name": "PreferencesTabUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation PreferencesTabUpdateMutation(\n  $input: UpdateSettingsInput!\n) {\n  updateSettings(input: $input) {\n    user {\n      ...PreferencesTab_user\n      ...FormatProvider_viewer\n      id\n    }\n  }\n}\n\nfragment FormatProvider_viewer on User {\n  settings {\n    dateFormat\n  }\n}\n\nfragment PreferencesTab_user on User {\n  settings {\n    dateFormat\n  }\n}\n"
  }
};
})();

(node as any).hash = "624c5d4e59af26e095042faeae7d313e";

export default node;
