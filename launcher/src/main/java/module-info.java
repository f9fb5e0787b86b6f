/**
 * The composition root and the front ends: the {@code chesseus} command, Guice wiring of the
 * layers and drivers found with {@link java.util.ServiceLoader}, and the drivers it ships ({@code
 * console}, {@code numeric}), and the web driver of {@code chesseus serve}.
 */
module org.chesseus.drivers {
    requires org.chesseus.api;
    requires com.google.guice;
    requires jakarta.inject;
    requires info.picocli;
    requires com.fasterxml.jackson.databind;
    requires org.jline;
    requires jdk.httpserver;
    requires java.management;

    uses org.chesseus.api.rules.RuleLayer;
    uses org.chesseus.api.driver.Driver;
    uses org.chesseus.api.engine.EngineProvider;

    opens org.chesseus.drivers to info.picocli, com.google.guice, com.fasterxml.jackson.databind;
    opens org.chesseus.drivers.cli to info.picocli, com.google.guice, com.fasterxml.jackson.databind;
    opens org.chesseus.drivers.perft to com.fasterxml.jackson.databind;
    opens org.chesseus.drivers.analyze to com.fasterxml.jackson.databind;
    opens org.chesseus.drivers.arbiter to com.fasterxml.jackson.databind;
    opens org.chesseus.drivers.adjudicate to com.fasterxml.jackson.databind;
    opens org.chesseus.drivers.compare to com.fasterxml.jackson.databind;
    opens org.chesseus.drivers.wiring to com.google.guice;
    opens org.chesseus.drivers.play to info.picocli, com.google.guice;
    opens org.chesseus.drivers.uci to info.picocli, com.google.guice;
    opens org.chesseus.drivers.setup to info.picocli;
}
