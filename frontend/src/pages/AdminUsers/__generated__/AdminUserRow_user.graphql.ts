/**
 * @generated SignedSource<<259712d3a44306c3af64e8347c182931>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Role = "ADMIN" | "USER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type AdminUserRow_user$data = {
  readonly avatarUrl: string | null | undefined;
  readonly createdAt: string;
  readonly email: string;
  readonly fullName: string;
  readonly id: string;
  readonly role: Role;
  readonly " $fragmentType": "AdminUserRow_user";
};
export type AdminUserRow_user$key = {
  readonly " $data"?: AdminUserRow_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminUserRow_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminUserRow_user",
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
      "name": "role",
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
      "name": "createdAt",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "4beb2e10976d79e560d2c32376bcadf0";

export default node;
