/**
 * @generated SignedSource<<bc42dcb5eb85fd2a072747b49789fb8a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PreferencesTab_appConfig$data = {
  readonly timeZone: string;
  readonly " $fragmentType": "PreferencesTab_appConfig";
};
export type PreferencesTab_appConfig$key = {
  readonly " $data"?: PreferencesTab_appConfig$data;
  readonly " $fragmentSpreads": FragmentRefs<"PreferencesTab_appConfig">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PreferencesTab_appConfig",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "timeZone",
      "storageKey": null
    }
  ],
  "type": "AppConfig",
  "abstractKey": null
};

(node as any).hash = "f52bf6b4b3d8d33d70765871f369c1ec";

export default node;
