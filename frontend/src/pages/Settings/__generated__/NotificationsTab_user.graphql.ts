/**
 * @generated SignedSource<<674f7363224e48f2ee115ad9a983c6e8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type NotificationsTab_user$data = {
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

(node as any).hash = "30c972182d25ad62363f7068d3a26860";

export default node;
