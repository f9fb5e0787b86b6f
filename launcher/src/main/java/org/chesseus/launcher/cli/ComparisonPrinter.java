package org.chesseus.launcher.cli;

import java.io.PrintWriter;
import java.util.List;
import org.chesseus.api.game.ResultCode;
import org.chesseus.launcher.terminal.Terminal;
import org.chesseus.tools.compare.CompareJson;
import org.chesseus.tools.compare.Verdict;

/**
 * Prints the verdicts of several profiles on one scenario side by side, for people or as JSON
 * lines; a verdict that differs from the first profile's (another code, score, move, or an error)
 * is marked {@code *}. An event's score code stands beside the score ({@code 0-1 BA}).
 */
final class ComparisonPrinter {
    private final Terminal terminal;
    private final JsonLines json;
    private final boolean asJson;
    private final boolean diffOnly;

    ComparisonPrinter(Terminal terminal, JsonLines json, boolean asJson) {
        this(terminal, json, asJson, false);
    }

    /** With {@code diffOnly}, only the first profile's verdict and those that differ from it are printed. */
    ComparisonPrinter(Terminal terminal, JsonLines json, boolean asJson, boolean diffOnly) {
        this.terminal = terminal;
        this.json = json;
        this.asJson = asJson;
        this.diffOnly = diffOnly;
    }

    /** One scenario: its title, then a row per profile. {@code game} is null outside a PGN file. */
    void print(String title, Integer game, List<Verdict> verdicts) {
        Verdict first = verdicts.get(0);
        if (asJson) {
            verdicts.stream().filter(verdict -> !diffOnly || verdict == first || verdict.differsFrom(first))
                    .forEach(verdict -> json.print(CompareJson.of(game, verdict, verdict.differsFrom(first))));
            return;
        }
        PrintWriter out = terminal.out();
        out.println(title);
        Table table = new Table(7).row("", "profile", "code", "score", "article", "after", "explanation");
        long differing = 0;
        for (Verdict verdict : verdicts) {
            boolean differs = verdict.differsFrom(first);
            differing += differs ? 1 : 0;
            if (diffOnly && verdict != first && !differs) {
                continue;
            }
            table.row(differs ? "*" : "", verdict.profile(),
                    verdict.error().isPresent() ? "ERROR" : verdict.code().map(ResultCode::code).orElse("-"),
                    verdict.score().orElse("-") + verdict.scoreCode().map(scored -> " " + scored.code()).orElse(""),
                    verdict.article().orElse("-"), verdict.move().orElse(verdict.ply() == 0 ? "start" : verdict.ply() + " half-moves"),
                    verdict.explanation());
        }
        table.print(out, "");
        long errors = verdicts.stream().filter(verdict -> verdict.error().isPresent()).count();
        if (errors == verdicts.size()) {
            out.println(verdicts.size() == 1 ? "The profile could not judge it." : "No profile could judge it.");
        } else if (differing > 0) {
            out.println("* " + differing + " of " + verdicts.size() + " profiles differ from " + first.profile()
                    + " (another code, score or move, or another error)"
                    + (diffOnly && differing + 1 < verdicts.size() ? "; " + agreeing(verdicts.size() - 1 - differing)
                    + " not shown." : "."));
        } else if (verdicts.size() > 1) {
            out.println("All " + verdicts.size() + " profiles agree.");
        }
        out.println();
        out.flush();
    }

    private static String agreeing(long count) {
        return count == 1 ? "the one that agrees with it is" : "the " + count + " that agree with it are";
    }
}
