/**
 * The composition root: {@code Main}, the one Guice injector (the layers, drivers and engines found
 * with {@link java.util.ServiceLoader}), every picocli command of {@code chesseus}, the {@code play}
 * host and JLine. Thin: the work is in {@code org.chesseus.tools} and the drivers; the console and
 * numeric drivers, the rule layers and the search plugin are on its module path at run time only.
 */
module org.chesseus.launcher {
    requires org.chesseus.api;
    requires org.chesseus.tools;
    requires org.chesseus.drivers.uci;
    requires org.chesseus.drivers.web;
    requires com.google.guice;
    requires jakarta.inject;
    requires info.picocli;
    requires com.fasterxml.jackson.databind;
    requires org.jline;
    // JLine hears Ctrl-C while a line is read through sun.misc.Signal; without it the signal kills
    // the process and a game cannot say how to resume it.
    requires jdk.unsupported;
    requires java.management;
    requires com.github.luben.zstd_jni;

    uses org.chesseus.api.rules.RuleLayer;
    uses org.chesseus.api.driver.Driver;
    uses org.chesseus.api.engine.EngineProvider;

    opens org.chesseus.launcher to info.picocli, com.google.guice, com.fasterxml.jackson.databind;
    opens org.chesseus.launcher.cli to info.picocli, com.google.guice, com.fasterxml.jackson.databind;
    opens org.chesseus.launcher.wiring to com.google.guice;
    opens org.chesseus.launcher.play to info.picocli, com.google.guice;
    opens org.chesseus.launcher.terminal to com.google.guice;
}
