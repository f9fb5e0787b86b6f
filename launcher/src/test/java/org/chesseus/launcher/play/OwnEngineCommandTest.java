package org.chesseus.launcher.play;

import static org.junit.jupiter.api.Assertions.assertEquals;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The command line of the own engine: the launcher's Java and module path, or the class path of a test. */
class OwnEngineCommandTest {

    @Test
    void aLauncherOnTheModulePathStartsTheDriversModule() {
        assertEquals(List.of("/jdk/bin/java", "-p", "/c/lib:/c/drivers.jar", "-m", "org.chesseus.launcher/org.chesseus.launcher.Main",
                "uci", "--rules", "uscf+chess960"),
                OwnEngineCommand.of("/jdk/bin/java", List.of(), "/c/lib:/c/drivers.jar", "", "uscf+chess960", List.of()));
    }

    @Test
    void onTheClassPathItStartsTheMainClassAndPassesTheDroppedRules() {
        assertEquals(List.of("java", "-cp", "a.jar:b.jar", "org.chesseus.launcher.Main", "uci", "--rules", "fide",
                "--without", "fivefold,seventy-five"),
                OwnEngineCommand.of("java", List.of(), "", "a.jar:b.jar", "fide", List.of("fivefold", "seventy-five")));
    }

    @Test
    void aPathWithSpacesStaysOneWordAndTheLaunchersHotSpotOptionsComeFirst() {
        assertEquals(List.of("java", "-XX:+UseTransparentHugePages", "-Xmx2g", "-p", "/my games/lib:/my games/drivers.jar",
                "-m", "org.chesseus.launcher/org.chesseus.launcher.Main", "uci", "--rules", "fide"),
                OwnEngineCommand.of("java", List.of("-XX:+UseTransparentHugePages", "-Xmx2g"),
                        "/my games/lib:/my games/drivers.jar", "", "fide", List.of()));
    }

    @Test
    void onlyHotSpotHeapAndStackOptionsArePassedOn() {
        assertTrue(OwnEngineCommand.passedOn("-XX:+UseTransparentHugePages"));
        assertTrue(OwnEngineCommand.passedOn("-Xmx512m"));
        assertTrue(OwnEngineCommand.passedOn("-Xmn24m"));
        assertTrue(OwnEngineCommand.passedOn("-XX:SharedArchiveFile=/x/chesseus.jsa"));
        assertTrue(OwnEngineCommand.passedOn("-Xlog:cds=off"));
        assertFalse(OwnEngineCommand.passedOn("-Xlog:gc"));
        assertFalse(OwnEngineCommand.passedOn("-Djdk.module.path=/x"));
        assertFalse(OwnEngineCommand.passedOn("-agentlib:jdwp=transport=dt_socket"));
        assertFalse(OwnEngineCommand.passedOn("--add-opens=java.base/java.lang=ALL-UNNAMED"));
    }
}
