/**
 * @generated SignedSource<<11e16b4590151acc9d755db7226ecc34>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Role = "ADMIN" | "USER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
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
