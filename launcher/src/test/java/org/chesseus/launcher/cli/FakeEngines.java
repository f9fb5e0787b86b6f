package org.chesseus.launcher.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Misbehaving and scripted UCI engines for tests, as small bash scripts. Each reads the number of
 * moves of the {@code position} line (the ply) and, on {@code go}, answers by its mode: {@code
 * play} sends the ply's move of its sequence (so both sides of a game follow one scripted game),
 * {@code crashN} does the same but exits with status 3 from ply N on, {@code illegal} sends {@code
 * e2e5}, {@code garbage} sends {@code bestmove hello}, {@code silent} never answers; {@code tell}
 * plays like {@code play} and writes each {@code go} line it is sent to {@link #GO_LINES}.
 */
final class FakeEngines {
    /** Fool's mate: Black mates on the fourth ply. */
    static final String FOOLS_MATE = "f2f3 e7e5 g2g4 d8h4";
    /** The knights go out and back twice: the start position stands a third time after ply 8. */
    static final String KNIGHTS_SHUFFLE = "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8 g1f3 g8f6";

    /** The file, beside the script, where a {@code tell} engine writes the {@code go} lines it is sent. */
    static final String GO_LINES = "go-lines.txt";

    private final Path directory;

    FakeEngines(Path directory) {
        this.directory = directory;
    }

    /** The command line of an engine in {@code mode} with this move sequence. */
    String engine(String mode, String sequence) throws IOException {
        Path script = directory.resolve("fake-engine.sh");
        if (!Files.exists(script)) {
            Files.writeString(script, String.join("\n",
                    "#!/bin/bash",
                    "mode=$1; shift; seq=(\"$@\"); ply=0",
                    "while read -r line; do",
                    "  case \"$line\" in",
                    "    uci) echo \"id name fake-$mode\"; echo uciok ;;",
                    "    isready) echo readyok ;;",
                    "    position*) if [[ \"$line\" == *\" moves \"* ]]; then read -ra ms <<< \"${line#* moves }\";"
                            + " ply=${#ms[@]}; else ply=0; fi ;;",
                    "    go*) case \"$mode\" in",
                    "        silent) ;;",
                    "        illegal) echo 'bestmove e2e5' ;;",
                    "        garbage) echo 'bestmove hello' ;;",
                    "        tell) echo \"$line\" >> \"$(dirname \"$0\")/" + GO_LINES + "\";"
                            + " echo \"bestmove ${seq[$ply]}\" ;;",
                    "        crash*) if (( ply >= ${mode#crash} )); then exit 3; fi;"
                            + " echo \"info depth 1 score cp 0\"; echo \"bestmove ${seq[$ply]}\" ;;",
                    "        *) echo \"info depth 1 score cp 0\"; echo \"bestmove ${seq[$ply]}\" ;;",
                    "      esac ;;",
                    "    quit) exit 0 ;;",
                    "  esac",
                    "done", ""));
        }
        return "/bin/bash " + script + " " + mode + " " + sequence;
    }
}
