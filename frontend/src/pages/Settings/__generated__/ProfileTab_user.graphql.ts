/**
 * @generated SignedSource<<961d196ebcc2d4fb36b3ccfb681a1ab3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProfileTab_user$data = {
  readonly avatarUrl: string | null | undefined;
  readonly bio: string | null | undefined;
  readonly email: string;
  readonly fullName: string;
  readonly pendingEmail: string | null | undefined;
  readonly phone: string | null | undefined;
  readonly " $fragmentType": "ProfileTab_user";
};
export type ProfileTab_user$key = {
  readonly " $data"?: ProfileTab_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileTab_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileTab_user",
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
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "9a24f489a0b82efd41c2b24ce2276920";

export default node;
