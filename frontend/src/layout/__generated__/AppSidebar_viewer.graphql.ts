/**
 * @generated SignedSource<<01e8863e640cfeb7881e52e5a7c65681>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Role = "ADMIN" | "USER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type AppSidebar_viewer$data = {
  readonly role: Role;
  readonly " $fragmentType": "AppSidebar_viewer";
};
export type AppSidebar_viewer$key = {
  readonly " $data"?: AppSidebar_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AppSidebar_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AppSidebar_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "role",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "554f2fad25e0b6dd80a6643a6b3d75e7";

export default node;
