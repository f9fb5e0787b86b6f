/**
 * The rules conformance kit: JUnit 5 tests a rule layer's own tests extend, checking the
 * {@code RuleLayer} contract and playing out the scenarios the layer promises.
 */
module org.chesseus.tck {
    requires transitive org.chesseus.api;
    requires transitive org.junit.jupiter.api;

    exports org.chesseus.tck;

    uses org.chesseus.api.rules.RuleLayer;
}
