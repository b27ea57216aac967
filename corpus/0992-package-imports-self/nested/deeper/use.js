import { twice } from "selfpkg/helpers";
import { shout } from "selfpkg/text/shout";
import config from "#config";
export const viaSelf = () => shout(config.name) + " " + twice(4);
