package org.chesseus.drivers.cli;

import static java.util.Objects.requireNonNull;

import jakarta.inject.Inject;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.api.rules.RuleEntry;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code chesseus rules}: the composed rule book, each rule with the article it implements and the
 * layer that contributed it, so any verdict of the book can be traced to its article.
 */
@Command(name = "rules", mixinStandardHelpOptions = true,
        description = "List the composed rule book: rule, article, contributing layer, summary.")
public final class RulesCommand implements Callable<Integer> {
    private final RuleBookComposer composer;
    private final Terminal terminal;
    private final JsonLines json;

    @Mixin
    private ProfileOptions profile;

    @Option(names = "--json", description = "One JSON object a line: rule, article, layer, summary.")
    private boolean asJson;

    @Inject
    RulesCommand(RuleBookComposer composer, Terminal terminal, JsonLines json) {
        this.composer = requireNonNull(composer, "composer");
        this.terminal = requireNonNull(terminal, "terminal");
        this.json = requireNonNull(json, "json");
    }

    /** A rule as listed: {@code {"rule","article","layer","summary"}}. */
    record RuleView(String rule, String article, String layer, String summary) {
        static RuleView of(RuleEntry entry) {
            return new RuleView(entry.id(), entry.article(), entry.layer(), entry.rule().summary());
        }
    }

    @Override
    public Integer call() {
        RuleBook book = profile.compose(composer);
        List<RuleView> rules = book.rules().stream().map(RuleView::of).toList();
        if (asJson) {
            rules.forEach(json::print);
            return ExitStatus.OK;
        }
        PrintWriter out = terminal.out();
        out.println("Rule book '" + book.profile() + "' (layers " + String.join(", ", book.layers()) + "), "
                + rules.size() + " rule" + (rules.size() == 1 ? "" : "s") + ":");
        Table table = new Table(4).row("rule", "article", "layer", "summary");
        rules.forEach(rule -> table.row(rule.rule(), rule.article(), rule.layer(), rule.summary()));
        table.print(out, "");
        return ExitStatus.OK;
    }
}
