/**
 * @generated SignedSource<<14ecde8b73b1bdff2f99842c4763b7fa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PayBookingDialog_booking$data = {
  readonly endsAt: string;
  readonly id: string;
  readonly payBy: string | null | undefined;
  readonly space: {
    readonly name: string;
  };
  readonly startsAt: string;
  readonly totalPrice: string;
  readonly " $fragmentType": "PayBookingDialog_booking";
};
export type PayBookingDialog_booking$key = {
  readonly " $data"?: PayBookingDialog_booking$data;
  readonly " $fragmentSpreads": FragmentRefs<"PayBookingDialog_booking">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PayBookingDialog_booking",
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
      "name": "startsAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endsAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalPrice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "payBy",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Space",
      "kind": "LinkedField",
      "name": "space",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Booking",
  "abstractKey": null
};

(node as any).hash = "bd5b332d43ebce2304331817b586be18";

export default node;
