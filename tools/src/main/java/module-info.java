/**
 * The batch work of Chesseus as a library, usable from Java code without picocli, Guice or JLine:
 * perft, analyze, adjudicate, compare, match, the arbiter replay, clock and profile choices
 * ({@code setup}, {@code variant}) and progress reporting. The launcher's commands and the web
 * driver are its front ends.
 */
module org.chesseus.tools {
    requires org.chesseus.api;
    requires org.chesseus.drivers.uci;
    requires com.fasterxml.jackson.databind;
    requires com.github.luben.zstd_jni;

    exports org.chesseus.tools.adjudicate;
    exports org.chesseus.tools.adjudicate.stream;
    exports org.chesseus.tools.analyze;
    exports org.chesseus.tools.arbiter;
    exports org.chesseus.tools.cases;
    exports org.chesseus.tools.compare;
    exports org.chesseus.tools.corpus;
    exports org.chesseus.tools.match;
    exports org.chesseus.tools.peer;
    exports org.chesseus.tools.perft;
    exports org.chesseus.tools.setup;
    exports org.chesseus.tools.variant;

    opens org.chesseus.tools.perft to com.fasterxml.jackson.databind;
    opens org.chesseus.tools.analyze to com.fasterxml.jackson.databind;
    opens org.chesseus.tools.arbiter to com.fasterxml.jackson.databind;
    opens org.chesseus.tools.adjudicate to com.fasterxml.jackson.databind;
    opens org.chesseus.tools.compare to com.fasterxml.jackson.databind;
    opens org.chesseus.tools.cases to com.fasterxml.jackson.databind;
}
