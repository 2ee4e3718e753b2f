/**
 * @generated SignedSource<<553cc3ff617f6744534e1012d750f786>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type DateFormat = "DD_MM_YYYY" | "MM_DD_YYYY" | "YYYY_MM_DD" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type PreferencesTab_user$data = {
  readonly settings: {
    readonly dateFormat: DateFormat;
  };
  readonly " $fragmentType": "PreferencesTab_user";
};
export type PreferencesTab_user$key = {
  readonly " $data"?: PreferencesTab_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"PreferencesTab_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PreferencesTab_user",
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
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "24af0463e9d274763ebf699f6981ba89";

export default node;
