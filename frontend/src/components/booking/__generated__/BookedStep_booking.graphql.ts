/**
 * @generated SignedSource<<59b4ec2965e16098c377b34b5311bbdf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type BookedStep_booking$data = {
  readonly endsAt: string;
  readonly hours: number;
  readonly payBy: string | null | undefined;
  readonly space: {
    readonly name: string;
  };
  readonly startsAt: string;
  readonly totalPrice: string;
  readonly " $fragmentSpreads": FragmentRefs<"PayBookingDialog_booking">;
  readonly " $fragmentType": "BookedStep_booking";
};
export type BookedStep_booking$key = {
  readonly " $data"?: BookedStep_booking$data;
  readonly " $fragmentSpreads": FragmentRefs<"BookedStep_booking">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BookedStep_booking",
  "selections": [
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
      "name": "hours",
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PayBookingDialog_booking"
    }
  ],
  "type": "Booking",
  "abstractKey": null
};

(node as any).hash = "918730a650fcbd2e05be189e9f4fc7f3";

export default node;
