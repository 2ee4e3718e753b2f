/**
 * @generated SignedSource<<c80f8a2edddb396e1403b40755605dfa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SpaceCard_space$data = {
  readonly capacity: number;
  readonly description: string | null | undefined;
  readonly id: string;
  readonly imageUrl: string | null | undefined;
  readonly name: string;
  readonly pricePerHour: string;
  readonly resources: ReadonlyArray<string>;
  readonly " $fragmentSpreads": FragmentRefs<"SpaceDetailsDialog_space">;
  readonly " $fragmentType": "SpaceCard_space";
};
export type SpaceCard_space$key = {
  readonly " $data"?: SpaceCard_space$data;
  readonly " $fragmentSpreads": FragmentRefs<"SpaceCard_space">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SpaceCard_space",
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "SpaceDetailsDialog_space"
    }
  ],
  "type": "Space",
  "abstractKey": null
};

(node as any).hash = "f41d936c1fead97ceb4cb8e2b649f175";

export default node;
