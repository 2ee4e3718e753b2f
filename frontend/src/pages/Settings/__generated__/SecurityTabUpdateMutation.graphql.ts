/**
 * @generated SignedSource<<229410af424936d4056c71f08fac5583>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type DateFormat = "DD_MM_YYYY" | "MM_DD_YYYY" | "YYYY_MM_DD" | "%future added value";
export type UpdateSettingsInput = {
  dateFormat?: DateFormat | null | undefined;
  emailBookings?: boolean | null | undefined;
  emailReminders?: boolean | null | undefined;
  loginNotifications?: boolean | null | undefined;
  marketingEmails?: boolean | null | undefined;
  sessionTimeoutHours?: number | null | undefined;
};
export type SecurityTabUpdateMutation$variables = {
  input: UpdateSettingsInput;
};
export type SecurityTabUpdateMutation$data = {
  readonly updateSettings: {
    readonly user: {
      readonly settings: {
        readonly loginNotifications: boolean;
        readonly sessionTimeoutHours: number;
      };
    };
  };
};
export type SecurityTabUpdateMutation = {
  response: SecurityTabUpdateMutation$data;
  variables: SecurityTabUpdateMutation$variables;
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
  "concreteType": "UserSettings",
  "kind": "LinkedField",
  "name": "settings",
  "plural": false,
  "selections": [
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
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SecurityTabUpdateMutation",
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
              (v2/*:: as any*/)
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
    "name": "SecurityTabUpdateMutation",
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
              (v2/*:: as any*/),
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
    "cacheID": "8417385da9d0f76240b6a0b5bedcf79b",
    "id": null,
    "metadata": {},
    "name": "SecurityTabUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation SecurityTabUpdateMutation(\n  $input: UpdateSettingsInput!\n) {\n  updateSettings(input: $input) {\n    user {\n      settings {\n        loginNotifications\n        sessionTimeoutHours\n      }\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c31b89db33bd8de14dc526a38f934d12";

export default node;
