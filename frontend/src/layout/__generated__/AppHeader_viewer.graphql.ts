/**
 * @generated SignedSource<<a9f71650de5c8cddd132a08baca2cd99>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "ADMIN" | "USER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AppHeader_viewer$data = {
  readonly role: Role;
  readonly " $fragmentSpreads": FragmentRefs<"UserMenu_user">;
  readonly " $fragmentType": "AppHeader_viewer";
};
export type AppHeader_viewer$key = {
  readonly " $data"?: AppHeader_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AppHeader_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AppHeader_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "role",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "UserMenu_user"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "23c8ba7ab9d4f81a64c7580b280ea473";

export default node;
