/**
 * @generated SignedSource<<98280c01886fc4feb0c95b7985f2f4b6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Role = "ADMIN" | "USER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type NotificationsTab_user$data = {
  readonly role: Role;
  readonly settings: {
    readonly emailBookings: boolean;
    readonly emailReminders: boolean;
    readonly marketingEmails: boolean;
    readonly pushNotifications: boolean;
  };
  readonly " $fragmentType": "NotificationsTab_user";
};
export type NotificationsTab_user$key = {
  readonly " $data"?: NotificationsTab_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"NotificationsTab_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NotificationsTab_user",
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
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "0a3c8a4015346e998236a0f00f5f064e";

export default node;
