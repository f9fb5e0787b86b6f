package org.chesseus.drivers.uci;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import org.chesseus.api.RejectedInputException;
import org.chesseus.api.engine.DrawRules;
import org.chesseus.api.engine.Engine;
import org.chesseus.api.engine.EngineOption;
import org.chesseus.api.engine.EngineProvider;
import org.chesseus.api.rules.FideRule;
import org.chesseus.api.rules.ProfileException;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.api.rules.RuleBookComposer;

/**
 * The engine behind the protocol and what it was set to: the rule book (option {@code Rules}),
 * Chess960 mode ({@code UCI_Chess960}, the driver's own when the engine does not declare it), the
 * number of lines ({@code MultiPV}) and the engine's own options. Every call on the engine runs on
 * the engine's thread, the one that searches, so the engine is never called from two threads.
 * Changing {@code Rules} makes a new engine over the new book's legality and sets it as the old one
 * was set.
 */
final class EngineSetup {
    static final String RULES = "Rules";
    static final String CHESS960 = "UCI_Chess960";
    static final String MULTI_PV = "MultiPV";

    private final EngineProvider provider;
    private final RuleBookComposer composer;
    private final List<String> without;
    private final ExecutorService engineThread;
    private final Map<String, String[]> setOptions = new LinkedHashMap<>();
    private RuleBook book;
    private Engine engine;
    private List<EngineOption> engineOptions;
    private Boolean chess960Asked;
    private int multiPv = 1;

    EngineSetup(EngineProvider provider, RuleBookComposer composer, RuleBook book, List<String> without,
            ExecutorService engineThread) {
        this.provider = requireNonNull(provider, "provider");
        this.composer = requireNonNull(composer, "composer");
        this.without = List.copyOf(without);
        this.engineThread = requireNonNull(engineThread, "engineThread");
        this.book = requireNonNull(book, "book");
        this.engine = onEngineThread(() -> provider.create(book.legality()));
        this.engineOptions = onEngineThread(engine::options);
    }

    String name() {
        return provider.name();
    }

    String author() {
        return provider.author();
    }

    Engine engine() {
        return engine;
    }

    RuleBook book() {
        return book;
    }

    DrawRules draws() {
        return DrawRules.of(book);
    }

    int multiPv() {
        return multiPv;
    }

    /** Whether positions and moves are read and written as Chess960 (asked, or the book's variant). */
    boolean chess960() {
        return chess960Asked != null ? chess960Asked : book.has(FideRule.CHESS960_SETUP.id());
    }

    /** The {@code option} lines of the {@code uci} answer. */
    List<String> declarations() {
        List<String> lines = new ArrayList<>();
        engineOptions.forEach(option -> lines.add(option.uci()));
        TreeSet<String> profiles = new TreeSet<>(composer.layers().keySet());
        profiles.addAll(RuleBookComposer.ALIASES.keySet());
        profiles.add(book.profile());
        lines.add(EngineOption.combo(RULES, book.profile(), new ArrayList<>(profiles)).uci());
        if (declared(CHESS960) == null) {
            lines.add(EngineOption.check(CHESS960, false).uci());
        }
        return lines;
    }

    /**
     * {@code setoption name … value …}.
     *
     * @return what changed, for the {@code info string} of a debugging GUI
     * @throws RejectedInputException naming the option and what is wrong with the value
     */
    String set(String name, String value) {
        if (name.equalsIgnoreCase(RULES)) {
            return rules(value);
        }
        EngineOption declared = declared(name);
        if (name.equalsIgnoreCase(CHESS960)) {
            chess960Asked = bool(value);
        } else if (declared == null) {
            throw new RejectedInputException("setoption: no option named '" + name + "'; options: " + names());
        }
        if (declared != null) {
            engineSet(declared.name(), value);
            setOptions.put(declared.name().toLowerCase(Locale.ROOT), new String[] {declared.name(), value});
        }
        if (name.equalsIgnoreCase(MULTI_PV)) {
            multiPv = Math.max(1, Integer.parseInt(value.strip()));
        }
        return name + " = " + value;
    }

    /** {@code ucinewgame}: the engine forgets the last game. */
    void newGame() {
        onEngineThread(() -> {
            engine.newGame();
            return null;
        });
    }

    private String rules(String profile) {
        RuleBook composed;
        try {
            composed = composer.compose(profile.strip(), without);
        } catch (ProfileException e) {
            throw new RejectedInputException("setoption name Rules: " + e.getMessage());
        }
        Engine created = onEngineThread(() -> provider.create(composed.legality()));
        book = composed;
        engine = created;
        engineOptions = onEngineThread(created::options);
        for (String[] option : setOptions.values()) {
            engineSet(option[0], option[1]);
        }
        return "Rules = " + composed.profile() + " (layers " + String.join("+", composed.layers()) + "; " + draws() + ")";
    }

    private void engineSet(String name, String value) {
        try {
            onEngineThread(() -> {
                FileOptions.set(engine, name, value);
                return null;
            });
        } catch (IllegalArgumentException e) {
            throw new RejectedInputException("setoption name " + name + ": " + e.getMessage());
        }
    }

    private EngineOption declared(String name) {
        return engineOptions.stream().filter(option -> option.name().equalsIgnoreCase(name)).findFirst().orElse(null);
    }

    private String names() {
        List<String> names = new ArrayList<>();
        engineOptions.forEach(option -> names.add(option.name()));
        names.add(RULES);
        if (declared(CHESS960) == null) {
            names.add(CHESS960);
        }
        return String.join(", ", names);
    }

    private static boolean bool(String value) {
        String given = value.strip().toLowerCase(Locale.ROOT);
        if (!given.equals("true") && !given.equals("false")) {
            throw new RejectedInputException("setoption name " + CHESS960 + ": value must be true or false, got '" + value + "'");
        }
        return given.equals("true");
    }

    /** Runs a call on the engine's thread and waits for it; its runtime failure is rethrown as it was. */
    private <T> T onEngineThread(Callable<T> call) {
        try {
            return engineThread.submit(call).get();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException) {
                throw (RuntimeException) e.getCause();
            }
            throw new IllegalStateException("the engine failed: " + e.getCause(), e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while the engine was busy", e);
        }
    }
}
