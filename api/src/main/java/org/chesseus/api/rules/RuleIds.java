package org.chesseus.api.rules;

/** The shape of rule and layer ids: lower-case letters, digits and single hyphens. */
final class RuleIds {
    private RuleIds() {
    }

    static void requireValid(String id, String what) {
        if (!id.matches("[a-z0-9]+(-[a-z0-9]+)*")) {
            throw new IllegalArgumentException(what + " id '" + id
                    + "' must be lower-case letters and digits joined by single hyphens");
        }
    }
}
