/**
 * @generated SignedSource<<c85e7cebd1e6dbd9af2773907a4b3579>>
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
  readonly id: string;
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
      "name": "id",
      "storageKey": null
    },
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

(node as any).hash = "8cedfeb0d3f42e5e7ddffbf96e483eb1";

export default node;
