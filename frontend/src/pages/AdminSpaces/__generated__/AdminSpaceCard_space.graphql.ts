/**
 * @generated SignedSource<<dbc5b6a89a1f7e0907f581d186fc3152>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AdminSpaceCard_space$data = {
  readonly capacity: number;
  readonly description: string | null | undefined;
  readonly id: string;
  readonly imageUrl: string | null | undefined;
  readonly isActive: boolean;
  readonly name: string;
  readonly pricePerHour: string;
  readonly resources: ReadonlyArray<string>;
  readonly " $fragmentSpreads": FragmentRefs<"SpaceFormDialog_space">;
  readonly " $fragmentType": "AdminSpaceCard_space";
};
export type AdminSpaceCard_space$key = {
  readonly " $data"?: AdminSpaceCard_space$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminSpaceCard_space">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminSpaceCard_space",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "capacity",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pricePerHour",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "resources",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "imageUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isActive",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SpaceFormDialog_space"
    }
  ],
  "type": "Space",
  "abstractKey": null
};

(node as any).hash = "793e3654ca648191bb4157a10519a6f6";

export default node;
