package io.crawlgp.evolution.ecj;

import ec.EvolutionState;
import ec.Individual;
import ec.eval.MasterProblem;
import ec.gp.GPIndividual;
import ec.simple.SimpleFitness;
import ec.util.Parameter;
import io.crawlgp.cluster.GateSocket;
import io.crawlgp.cluster.UnitListener;
import io.crawlgp.cluster.WorkerInfo;
import io.crawlgp.expr.Expr;
import io.crawlgp.expr.ExprFormat;
import java.io.DataOutputStream;
import java.io.IOException;
import java.net.ServerSocket;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * ECJ's master problem with the workbench's rules around it. ECJ ships individuals to slaves, collects their
 * fitness and reschedules the jobs of a slave that dies; this class only changes who may be a slave and what is
 * believed:
 * <ul>
 * <li>ECJ's monitor opens its own listener on every interface; it is closed as soon as the monitor exists and
 * replaced by the run's {@link UnitListener}, which hands over only workers the gate admitted. A connection that
 * reached ECJ's listener in between is closed before registration ({@link #sendAdditionalData}).</li>
 * <li>Each admitted worker is told the run's fold and settings hash (ECJ's additional-data hook).</li>
 * <li>After each generation's evaluations, a share of each worker's results is recomputed here; a mismatch drops the
 * worker and throws {@link WorkerCaught}, and the run is restarted without it, so no wrong value survives.</li>
 * </ul>
 */
public final class DistributedProblem extends MasterProblem {
    public static final String P_UNIT = "unit";
    /**
     * The GP runs on the cluster now, by id. Process-wide because ECJ builds this problem by reflection from its
     * parameter database, where only strings travel: the run's objects are found by the id its parameters carry. Ids
     * are unique in the process ({@link #newId}), so two runs never see each other's unit; a run unregisters its own.
     */
    private static final Map<String, Unit> UNITS = new ConcurrentHashMap<>();

    private static final AtomicLong NEXT = new AtomicLong();

    /** A unit id no other run of this process has: the run's fold, ECJ seed and attempt, and a process counter. */
    static String newId(int fold, long ecjSeed, int attempt) {
        return "fold" + fold + "-ecj" + ecjSeed + "-" + attempt + "-" + NEXT.incrementAndGet();
    }

    /** The unit registered under {@code id}, or null. */
    static Unit unit(String id) {
        return UNITS.get(id);
    }

    /** One GP run on the cluster: its listener, fold, settings hash, the cluster's rules and the seed of its sampling. */
    record Unit(
            UnitListener listener,
            int fold,
            String settingsHash,
            EcjCluster cluster,
            long verifySeed,
            RemoteResults results,
            Set<WorkerInfo> contributors) {}

    private transient Unit unit;
    /** Individuals shipped in this batch, by cache key: the first of each formula. */
    private transient Map<String, Individual> batch = new LinkedHashMap<>();
    /** Later individuals of this batch whose formula is already on its way: they take the first one's value. */
    private transient List<Map.Entry<String, Individual>> followers = new ArrayList<>();

    static void register(String id, Unit u) {
        if (UNITS.putIfAbsent(id, u) != null) throw new IllegalStateException("cluster unit " + id + " is registered");
    }

    static void unregister(String id) {
        UNITS.remove(id);
    }

    @Override
    public void setup(EvolutionState state, Parameter base) {
        super.setup(state, base);
        String id = state.parameters.getString(base.push(P_UNIT), null);
        unit = id == null ? null : unit(id);
        if (unit == null) state.output.fatal("no cluster unit registered under " + id, base.push(P_UNIT));
    }

    @Override
    public Object clone() {
        DistributedProblem c = (DistributedProblem) super.clone();
        c.batch = new LinkedHashMap<>();
        c.followers = new ArrayList<>();
        return c;
    }

    @Override
    public void initializeContacts(EvolutionState state) {
        super.initializeContacts(state); // ECJ's monitor, with its own listener on an ephemeral port
        ServerSocket own = monitor.servSock;
        monitor.servSock = unit.listener();
        try {
            own.close(); // wakes ECJ's accept thread, which then takes workers from the gate only
        } catch (IOException e) {
            state.output.fatal("could not close ECJ's own listener: " + e);
        }
        EcjCluster c = unit.cluster();
        unit.listener()
                .watch(
                        c.noticeMillis(),
                        c.options().timeoutSeconds() * 1000,
                        c.options().onTimeout());
    }

    /** Runs on ECJ's accept thread before it registers a slave: only a worker the gate admitted gets the run. */
    @Override
    public void sendAdditionalData(EvolutionState state, DataOutputStream out) {
        GateSocket admitted = UnitListener.takeAdmitted();
        try {
            if (admitted == null) {
                out.close(); // ECJ's registration then fails on the closed stream: no job for this connection
                return;
            }
            out.writeInt(unit.fold());
            out.writeUTF(unit.settingsHash());
            unit.listener().registered(admitted);
        } catch (IOException e) {
            // the worker left during registration; ECJ's next write fails and it is not registered
        }
    }

    @Override
    public void prepareToEvaluate(EvolutionState state, int threadnum) {
        batch = new LinkedHashMap<>();
        followers = new ArrayList<>();
        super.prepareToEvaluate(state, threadnum);
    }

    /**
     * Ships an individual to a worker unless its formula's value is known (returned earlier for this fold) or on its
     * way in this batch: the single process's formula cache, kept on the master for all workers.
     */
    @Override
    public void evaluate(EvolutionState state, Individual ind, int subpopulation, int threadnum) {
        if (ind.evaluated) return; // as ExprProblem does: an evaluated individual keeps its fitness, nothing to ship
        String key = unit.cluster().cacheKey().apply(ScoreNode.toExpr(((GPIndividual) ind).trees[0].child));
        RemoteResults.Value known = unit.results().get(key);
        if (known != null) {
            settle(state, ind, known.fitness(), known.worker());
            return;
        }
        if (batch.containsKey(key)) {
            followers.add(Map.entry(key, ind));
            return;
        }
        batch.put(key, ind);
        super.evaluate(state, ind, subpopulation, threadnum);
    }

    /** Gives an individual a value a worker returned (for this tree or an equal formula); the worker contributed to the run. */
    private void settle(EvolutionState state, Individual ind, double fitness, WorkerInfo worker) {
        ((SimpleFitness) ind.fitness).setFitness(state, fitness, false);
        ((AttributedFitness) ind.fitness).worker = worker;
        ind.evaluated = true;
        unit.contributors().add(worker);
    }

    @Override
    public void finishEvaluating(EvolutionState state, int threadnum) {
        super.finishEvaluating(state, threadnum);
        resendLost(state, threadnum);
        verify(state);
        for (Map.Entry<String, Individual> e : batch.entrySet()) {
            Individual ind = e.getValue();
            unit.results()
                    .put(e.getKey(), ((SimpleFitness) ind.fitness).fitness(), ((AttributedFitness) ind.fitness).worker);
        }
        for (Map.Entry<String, Individual> f : followers) {
            Individual first = batch.get(f.getKey());
            settle(
                    state,
                    f.getValue(),
                    ((SimpleFitness) first.fitness).fitness(),
                    ((AttributedFitness) first.fitness).worker);
        }
        batch = new LinkedHashMap<>();
        followers = new ArrayList<>();
    }

    /**
     * ECJ reschedules the jobs of a worker that died, but its wait for the generation can return while such a job is
     * between the dead connection and a live one: its individuals come back unevaluated. They are sent again until
     * every individual of the batch has a value from a worker (an individual bred from an evaluated parent carries the
     * parent's fitness object, so "evaluated" is the mark, set when a worker's answer is read). A job that was only
     * late computes the same value again.
     */
    private void resendLost(EvolutionState state, int threadnum) {
        while (true) {
            List<Individual> lost = new ArrayList<>();
            for (Individual ind : batch.values())
                if (!ind.evaluated || ((AttributedFitness) ind.fitness).worker == null) lost.add(ind);
            if (lost.isEmpty()) return;
            unit.cluster()
                    .gate()
                    .log()
                    .println(
                            lost.size() + " tree(s) came back unevaluated after a worker was lost; sending them again");
            super.prepareToEvaluate(state, threadnum);
            for (Individual ind : lost) super.evaluate(state, ind, 0, threadnum); // one subpopulation
            super.finishEvaluating(state, threadnum);
        }
    }

    /** Recomputes ceil(share x count) of each worker's results of this generation and compares them bit for bit. */
    private void verify(EvolutionState state) {
        Map<WorkerInfo, List<Individual>> byWorker = new LinkedHashMap<>();
        for (Individual ind : batch.values()) {
            WorkerInfo w = ((AttributedFitness) ind.fitness).worker;
            if (w == null)
                throw new IllegalStateException("a fitness came back without a worker connection to attribute it to");
            byWorker.computeIfAbsent(w, k -> new ArrayList<>()).add(ind);
            w.countResult();
            unit.contributors().add(w);
        }
        double share = unit.cluster().options().verifyShare();
        if (share <= 0) return;
        ExprProblem local = (ExprProblem) problem;
        for (Map.Entry<WorkerInfo, List<Individual>> e : byWorker.entrySet()) {
            List<Individual> inds = e.getValue();
            int k = (int) Math.min(inds.size(), Math.ceil(share * inds.size()));
            // which results are checked: drawn from the run's verification seed; never changes any result
            SplittableRandom rnd = new SplittableRandom(unit.verifySeed()
                    ^ (31L * state.generation + e.getKey().name().hashCode()));
            List<Individual> pool = new ArrayList<>(inds);
            for (int i = 0; i < k; i++) {
                int j = i + rnd.nextInt(pool.size() - i);
                Individual ind = pool.get(j);
                pool.set(j, pool.get(i));
                pool.set(i, ind);
                Expr tree = ScoreNode.toExpr(((GPIndividual) ind).trees[0].child);
                double expected = ExprProblem.fitnessValue(local.fitness, tree);
                double got = ((SimpleFitness) ind.fitness).fitness();
                if (Double.compare(expected, got) != 0) {
                    String why = "returned fitness " + got + " for " + ExprFormat.infix(tree)
                            + " where the master computed " + expected;
                    unit.cluster().gate().drop(e.getKey(), why);
                    unit.cluster().forget(e.getKey());
                    throw new WorkerCaught(e.getKey(), why);
                }
                e.getKey().countVerified();
            }
        }
    }
}
