/**
 * @generated SignedSource<<44b5e0917b69812bff484e3dbb309588>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type UserMenu_user$data = {
  readonly avatarUrl: string | null | undefined;
  readonly email: string;
  readonly fullName: string;
  readonly " $fragmentType": "UserMenu_user";
};
export type UserMenu_user$key = {
  readonly " $data"?: UserMenu_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserMenu_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UserMenu_user",
  "selections": [
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
      "name": "avatarUrl",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "19e19252db3fdec788a98d897bcb4af7";

export default node;
