package org.chesseus.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/** {@code chesseus uci} as a process on a class path without the search plugin. */
class UciCommandTest {

    @Test
    void withoutAnEnginePluginItSaysSoAndExitsWithStatus1NotAUsageError() throws Exception {
        try (UciProcess uci = UciProcess.onClassPath(UciProcess.classPathWithoutSearch())) {
            uci.send("uci");
            assertEquals(1, uci.endInput(Duration.ofSeconds(30)), uci.transcript());
        }
    }
}
