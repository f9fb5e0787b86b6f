package org.chesseus.launcher.cli;

import static java.util.Objects.requireNonNull;

import jakarta.inject.Inject;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import org.chesseus.api.driver.Driver;
import org.chesseus.api.engine.EngineProvider;
import org.chesseus.api.rules.ProfileException;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.api.rules.RuleLayer;
import org.chesseus.launcher.terminal.ExitStatus;
import org.chesseus.launcher.terminal.Terminal;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code chesseus profiles}: the rule layers found on the module path and the profiles that can be
 * named: the built-in aliases ({@code fide} = l1+l2+l3) and every layer id, each with the layers it
 * expands to and whether every one of them was found; then the drivers found ({@code play --driver}) and
 * the engines found (the search plugins behind {@code play}'s {@code engine} player, {@code uci} and
 * {@code match}).
 */
@Command(name = "profiles", mixinStandardHelpOptions = true,
        description = "List the rule layers found, the profiles they make, and the drivers and engines found.")
public final class ProfilesCommand implements Callable<Integer> {
    private final RuleBookComposer composer;
    private final Terminal terminal;
    private final JsonLines json;
    private final Set<Driver> drivers;
    private final Set<EngineProvider> engines;

    @Option(names = "--json", description = "One JSON object a line: layers, then profiles, then drivers, then engines.")
    private boolean asJson;

    @Inject
    ProfilesCommand(RuleBookComposer composer, Terminal terminal, JsonLines json, Set<Driver> drivers,
            Set<EngineProvider> engines) {
        this.composer = requireNonNull(composer, "composer");
        this.drivers = Set.copyOf(drivers);
        this.engines = Set.copyOf(engines);
        this.terminal = requireNonNull(terminal, "terminal");
        this.json = requireNonNull(json, "json");
    }

    /** A layer as listed: {@code {"layer","title","requires"}}. */
    record LayerView(String layer, String title, List<String> requires) {
    }

    /** A profile as listed: {@code {"profile","layers","available"}}. */
    record ProfileView(String profile, List<String> layers, boolean available) {
    }

    /** A driver as listed: {@code {"driver","title"}}. */
    record DriverView(String driver, String title) {
    }

    /** An engine as listed: {@code {"engine","author"}}, the names UCI's {@code id} shows. */
    record EngineView(String engine, String author) {
    }

    @Override
    public Integer call() {
        List<LayerView> layers = composer.layers().values().stream()
                .map(layer -> new LayerView(layer.id(), layer.title(), List.copyOf(new TreeSet<>(layer.requires()))))
                .collect(Collectors.toList());
        List<ProfileView> profiles = profiles();
        List<DriverView> found = drivers.stream().sorted(Comparator.comparing(Driver::id))
                .map(driver -> new DriverView(driver.id(), driver.title())).collect(Collectors.toList());
        List<EngineView> searchers = engines.stream().map(engine -> new EngineView(engine.name(), engine.author()))
                .sorted(Comparator.comparing(EngineView::engine)).collect(Collectors.toList());
        if (asJson) {
            layers.forEach(json::print);
            profiles.forEach(json::print);
            found.forEach(json::print);
            searchers.forEach(json::print);
        } else {
            printHuman(layers, profiles);
            printDrivers(found);
            printEngines(searchers);
        }
        return ExitStatus.OK;
    }

    private List<ProfileView> profiles() {
        Map<String, List<String>> named = new TreeMap<>(RuleBookComposer.ALIASES);
        for (RuleLayer layer : composer.layers().values()) {
            List<String> members = new ArrayList<>(new TreeSet<>(layer.requires()));
            members.add(layer.id());
            named.putIfAbsent(layer.id(), members);
        }
        List<ProfileView> views = new ArrayList<>();
        named.forEach((name, members) -> views.add(view(name, members)));
        return views;
    }

    private ProfileView view(String name, List<String> members) {
        try {
            return new ProfileView(name, composer.expand(name), true);
        } catch (ProfileException missing) {
            return new ProfileView(name, List.copyOf(members), false);
        }
    }

    private void printHuman(List<LayerView> layers, List<ProfileView> profiles) {
        PrintWriter out = terminal.out();
        out.println("Rule layers found:");
        Table found = new Table(3);
        layers.forEach(layer -> found.row(layer.layer(), layer.title(),
                layer.requires().isEmpty() ? "" : "(requires " + String.join(", ", layer.requires()) + ")"));
        found.print(out, "  ");
        out.println();
        out.println("Profiles (--rules):");
        Table named = new Table(3);
        profiles.forEach(profile -> named.row(profile.profile(), "= " + String.join("+", profile.layers()),
                profile.available() ? "" : "(not available: " + missing(profile) + " not found)"));
        named.print(out, "  ");
    }

    private void printDrivers(List<DriverView> found) {
        PrintWriter out = terminal.out();
        out.println();
        out.println("Drivers (play --driver):");
        Table listed = new Table(2);
        found.forEach(driver -> listed.row(driver.driver(), driver.title()));
        listed.print(out, "  ");
    }

    private void printEngines(List<EngineView> found) {
        PrintWriter out = terminal.out();
        out.println();
        out.println("Engines (play --white engine, chesseus uci, chesseus match):");
        if (found.isEmpty()) {
            out.println("  none found");
            return;
        }
        Table listed = new Table(2);
        found.forEach(engine -> listed.row(engine.engine(), "by " + engine.author()));
        listed.print(out, "  ");
    }

    private String missing(ProfileView profile) {
        return profile.layers().stream().filter(id -> !composer.layers().containsKey(id))
                .collect(Collectors.joining(", "));
    }
}
